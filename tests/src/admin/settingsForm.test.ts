import { describe, expect, it } from 'vitest';
import { EventConfig } from '../../../schemas/eventConfig';
import { contrastShortfall, pickerValue } from '../../../src/features/admin/settingsForm/colourContrast';
import { errorAt } from '../../../src/features/admin/settingsForm/SettingsForm';
import {
  type FieldSpec,
  type GroupSpec,
  groupOf,
} from '../../../src/features/admin/settingsForm/schemaFields';

const form = groupOf(EventConfig.ast);
const field = (group: GroupSpec, key: string): FieldSpec => {
  const found = group.fields.find((f) => f.key === key);
  if (!found) throw new Error(`no field ${key}`);
  return found;
};
const group = (key: string): GroupSpec => {
  const found = form.groups.find((g) => g.key === key);
  if (!found) throw new Error(`no group ${key}`);
  return found;
};

describe('the settings form generated from the event configuration schema', () => {
  it('titles and describes fields from the annotations, and names the others from their keys', () => {
    expect(field(form, 'title')).toMatchObject({
      title: 'Event title',
      description: expect.stringContaining('sign-in page'),
      control: { kind: 'text' },
    });
    // Effect's own annotations ("string", "a string") are not shown.
    expect(field(form, 'logout_url')).toMatchObject({ title: 'Logout url', description: null });
    // Titled fields come first.
    expect(form.fields[0]?.key).toBe('title');
  });

  it('picks each control from the type: colours, images, flags, numbers, ids, literals and the rest as JSON', () => {
    expect(field(form, 'primary_color').control).toEqual({ kind: 'colour' });
    expect(field(form, 'header_banner').control).toEqual({ kind: 'image' });
    expect(field(form, 'chat_enabled').control).toEqual({ kind: 'checkbox' });
    expect(field(form, 'cacheDelta').control).toEqual({ kind: 'number' });
    expect(field(form, 'conferenceid').control).toEqual({ kind: 'numberOrText' });
    expect(field(group('lobby_config'), 'variant').control).toEqual({
      kind: 'select',
      options: ['standard', 'live'],
    });
    expect(field(form, 'sidebarconfig').control).toEqual({ kind: 'json' });
    expect(field(form, 'styling').control).toEqual({ kind: 'json' });
  });

  it('makes a group of each nested object, with its path and annotated title', () => {
    const login = group('login_form');
    expect(login).toMatchObject({ title: 'Sign-in page', path: ['login_form'] });
    expect(field(login, 'logo')).toMatchObject({ path: ['login_form', 'logo'], control: { kind: 'image' } });
    expect(group('lobby_config').groups.map((g) => g.key)).toEqual(['video', 'ad_modal']);
  });

  it('finds the message of a field, or of a value inside it', () => {
    const errors = { 'login_form.password': 'Expected boolean', 'sidebarconfig.0.type': 'is missing' };
    expect(errorAt(errors, ['login_form', 'password'])).toBe('Expected boolean');
    expect(errorAt(errors, ['sidebarconfig'])).toBe('0.type: is missing');
    expect(errorAt(errors, ['title'])).toBeUndefined();
  });

  it('warns of a colour that does not read where it is drawn', () => {
    expect(contrastShortfall('primary_color', '#0b3d91')).toBeNull();
    expect(contrastShortfall('primary_color', '#ffee00')?.ratio).toBeLessThan(4.5);
    // A light tint carries dark text.
    expect(contrastShortfall('primary_light_color', '#dbe7fb')).toBeNull();
    expect(contrastShortfall('primary_light_color', '#333333')).not.toBeNull();
    expect(contrastShortfall('primary_color', 'gold')).toBeNull();
    expect(pickerValue('#abc')).toBe('#aabbcc');
    expect(pickerValue('gold')).toBe('#000000');
  });
});
