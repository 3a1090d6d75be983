import type { Attendee } from '../../schemas/program';

/** An attendee of the snapshot, with what a test names. */
export const person = (uuid: string, fields: Partial<Attendee> = {}): Attendee => ({
  uuid,
  Firstname: '',
  Lastname: '',
  Middle: '',
  Namesuffix: '',
  Mr: '',
  Picture: '',
  Company: '',
  ContactTitle: '',
  ContactDegrees: '',
  City: '',
  State: '',
  Country: '',
  badges: [],
  nonattendee_author: false,
  social_message: 1,
  tags: [],
  ...fields,
});
