import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SettingEditor } from '../setting-editor';
import { kindOf, parseDraft } from '../value-kind';

describe('settings form generator', () => {
  it('picks a form from the JSON type', () => {
    expect(kindOf(true)).toBe('boolean');
    expect(kindOf(3.5)).toBe('number');
    expect(kindOf('hello')).toBe('string');
    expect(kindOf({ th: 'ก', la: 'ກ', en: 'a' })).toBe('localized');
    expect(kindOf({ th: 'ก', en: 'a' })).toBe('json');
    expect(kindOf([1, 2])).toBe('json');
    expect(kindOf(null)).toBe('json');
    expect(parseDraft({ kind: 'number', text: 'abc' })).toEqual({ ok: false, error: 'number' });
  });

  it('a boolean is a switch', async () => {
    const onSave = vi.fn();
    render(<SettingEditor value={false} onSave={onSave} />);
    await userEvent.click(screen.getByRole('switch', { name: /Value/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(true);
  });

  it('a number is a number field', async () => {
    const onSave = vi.fn();
    render(<SettingEditor value={10} onSave={onSave} />);
    const field = screen.getByRole('spinbutton', { name: 'Value' });
    await userEvent.clear(field);
    await userEvent.type(field, '25.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(25.5);
  });

  it('a localized text is three fields side by side', async () => {
    const onSave = vi.fn();
    render(<SettingEditor value={{ th: 'สวัสดี', la: 'ສະບາຍດີ', en: 'Hello' }} onSave={onSave} />);
    expect((screen.getByLabelText('Thai') as HTMLInputElement).value).toBe('สวัสดี');
    expect((screen.getByLabelText('Lao') as HTMLInputElement).value).toBe('ສະບາຍດີ');
    const en = screen.getByLabelText('English');
    await userEvent.clear(en);
    await userEvent.type(en, 'Hi');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ th: 'สวัสดี', la: 'ສະບາຍດີ', en: 'Hi' });
  });

  it('other JSON is a textarea validated on save', async () => {
    const onSave = vi.fn();
    render(<SettingEditor value={{ min: 1, hours: [1, 2] }} onSave={onSave} />);
    const area = screen.getByLabelText('Value (JSON)');
    fireEvent.change(area, { target: { value: '{"min": 2,' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('This is not valid JSON');
    fireEvent.change(area, { target: { value: '{"min": 2}' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ min: 2 });
  });

  it('previews HTML sanitized', () => {
    render(
      <SettingEditor
        value={'<b>Bold</b><img src=x onerror="alert(1)"><script>x()</script>'}
        onSave={vi.fn()}
      />,
    );
    expect(screen.getByText('Preview (sanitized)')).toBeTruthy();
    const bold = screen.getByText('Bold');
    expect(bold.tagName).toBe('B');
    const preview = bold.parentElement as HTMLElement;
    expect(preview.innerHTML).not.toContain('onerror');
    expect(preview.innerHTML).not.toContain('script');
  });
});
