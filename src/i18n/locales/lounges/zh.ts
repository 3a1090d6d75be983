import type { LoungesResources } from './en';

/** The lounges texts in Chinese (i18n namespace 'lounges'). */
export const zhLounges: LoungesResources = {
  lounges: {
    title: '社交休息室',
    join: '加入房间',
    roomFull: '房间已满',
    disabled: '已禁用',
    live: '直播中',
    private: '私密',
    noResults: '未找到结果',
    loadFailed: '无法加载休息室。',
    filters: '筛选',
    dates: '日期',
    categories: '类别',
    clearFilters: '清除筛选',
    participants_one: '{{count}} 位参与者',
    participants_other: '{{count}} 位参与者',
    capacity: '已占用 {{count}} / {{capacity}} 个位置',
    more: '+{{count}}',
    inRoom: '房间内',
    schedules: '时间安排',
    adMessage: '在这段简短广告之后，您将进入休息室',
    sponsorVideo: '赞助商视频',
    skipAd: '跳过广告',
    back: '返回',
    otherRooms: '其他房间',
    visitSponsor: '访问赞助商',
    roomLogo: '{{name}} 标志',
  },
};
