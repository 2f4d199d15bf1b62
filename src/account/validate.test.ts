import { describe, expect, it } from 'vitest';
import { checkValue, rulesOf, validateForm } from './validate.ts';

function form(html: string): HTMLFormElement {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector('form')!;
}

describe('account form validation (§5)', () => {
  it('uses the §5 texts verbatim, with {0} filled in', () => {
    expect(checkValue('', { required: true, email: false })).toBe('This field is required');
    expect(checkValue('  ', { required: true, email: false })).toBe('This field is required');
    expect(checkValue('dana@', { required: true, email: true })).toBe('A valid email address is required');
    expect(checkValue('abc', { required: true, email: false, minlength: 4 })).toBe('Please enter at least 4 characters');
    expect(checkValue('x'.repeat(31), { required: true, email: false, minlength: 8, maxlength: 30 })).toBe(
      'Please enter no more than 30 characters',
    );
    expect(checkValue('', { required: false, email: true, minlength: 4 })).toBeNull();
    expect(checkValue('dana@example.com', { required: true, email: true })).toBeNull();
  });

  it('login: user_login and password are both required', () => {
    const login = form(
      '<input name="user_login" required><input type="password" name="password" required><input type="hidden" name="action" value="x">',
    );
    expect(validateForm(login).map((e) => [e.field.name, e.message])).toEqual([
      ['user_login', 'This field is required'],
      ['password', 'This field is required'],
    ]);
  });

  it('register: username at least 4, password 8 to 30 (boundaries included)', () => {
    const register = form(
      '<input name="username" required data-rule-minlength="4"><input type="password" name="password" required data-rule-minlength="8" data-rule-maxlength="30">',
    );
    const [username, password] = Array.from(register.querySelectorAll('input'));
    const run = (u: string, p: string): string[] => {
      username!.value = u;
      password!.value = p;
      return validateForm(register).map((e) => `${e.field.name}: ${e.message}`);
    };
    expect(run('abc', 'x'.repeat(7))).toEqual([
      'username: Please enter at least 4 characters',
      'password: Please enter at least 8 characters',
    ]);
    expect(run('abcd', 'x'.repeat(8))).toEqual([]);
    expect(run('abcd', 'x'.repeat(30))).toEqual([]);
    expect(run('abcd', 'x'.repeat(31))).toEqual(['password: Please enter no more than 30 characters']);
  });

  it('reads the rules from the markup: required, type=email, data-rule-* or the plain attributes', () => {
    const f = form('<input type="email" name="e" required minlength="3"><input name="n" data-rule-required="true" maxlength="5">');
    const [email, name] = Array.from(f.querySelectorAll('input'));
    expect(rulesOf(email!)).toEqual({ required: true, email: true, minlength: 3 });
    expect(rulesOf(name!)).toEqual({ required: true, email: false, maxlength: 5 });
  });
});
