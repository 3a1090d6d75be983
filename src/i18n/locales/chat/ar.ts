import type { ChatResources } from './en';

/** The chat screen texts in Arabic (i18n namespace 'chat'). */
export const arChat: ChatResources = {
  chat: {
    older: 'تحميل الرسائل السابقة',
    title: 'الدردشة',
    conversations: 'المحادثات',
    participants: 'المشاركون',
    noConversations: 'يبدو أنك لم تبدأ محادثة مع أي مشارك بعد.',
    noResults: 'لا توجد نتائج مطابقة لـ {{query}}',
    search: 'ابحث عن المشاركين',
    message: 'اكتب رسالة',
    send: 'إرسال',
    online: 'متصل',
    offline: 'غير متصل',
    back: 'العودة إلى المحادثات',
    choose: 'اختر محادثة، أو مشاركًا لبدء محادثة.',
    reconnecting: 'جارٍ إعادة الاتصال... ستظهر الرسائل المرسلة في الأثناء عند عودة الاتصال.',
    someone: 'مشارك',
    you: 'أنت',
    starting: 'جارٍ فتح المحادثة...',
    messages: 'الرسائل مع {{name}}',
    emptyConversation: 'لا توجد رسائل بعد. ألقِ التحية!',
    loadingPeople: 'جارٍ تحميل المشاركين...',
  },
};
