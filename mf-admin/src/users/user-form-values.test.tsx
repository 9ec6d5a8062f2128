import { adminMessages, messages } from '@canstring/contracts';
import { formFieldsOf } from '../common/server-problem';
import { validatePasswordChange } from './change-password-dialog';
import { userInputFrom, validateUserForm } from './user-form-values';

const valid = {
  firstName: ' Ada ',
  role: '2',
  phone: '(201) 555-0123',
  email: 'Ada@Example.org',
  password: 'secret',
  city: '  ',
  groupIds: ['7'],
};

describe('user form validation with the contract schemas', () => {
  it('puts each missing field of a new user on its own field', () => {
    expect(validateUserForm('create')({})).toEqual({
      firstName: messages.fieldRequired,
      role: messages.fieldRequired,
      phone: messages.fieldRequired,
      email: messages.fieldRequired,
      password: messages.fieldRequired,
    });
  });

  it('refuses a malformed phone, email and a short password', () => {
    const errors = validateUserForm('create')({ ...valid, phone: '12345', email: 'nope', password: 'abcd' });
    expect(errors).toEqual({
      phone: adminMessages.invalidPhone,
      email: messages.invalidEmail,
      password: expect.stringMatching(/at least 5/),
    });
  });

  it('asks neither email nor password on edit, and refuses role 1 there', () => {
    const { email: _email, password: _password, ...profile } = valid;
    expect(validateUserForm('edit')(profile)).toEqual({});
    expect(validateUserForm('edit')({ ...profile, role: '1' })).toEqual({
      role: adminMessages.roleNotAllowed,
    });
  });

  it('sends valid values trimmed, the phone in E.164 form, blanks as null and group ids as IDs', () => {
    expect(validateUserForm('create')(valid)).toEqual({});
    expect(userInputFrom('create', valid)).toMatchObject({
      firstName: 'Ada',
      role: 2,
      phone: '+12015550123',
      email: 'ada@example.org',
      password: 'secret',
      city: null,
      lastName: null,
      groupIds: ['7'],
    });
    expect(userInputFrom('edit', valid)).not.toHaveProperty('email');
  });

  it("wants the confirmation equal to the new password: 'Passwords need to match!'", () => {
    expect(validatePasswordChange({ newPassword: 'abc', confirmPassword: 'abc' })).toEqual({
      newPassword: expect.stringMatching(/at least 5/),
    });
    expect(validatePasswordChange({ newPassword: 'secret', confirmPassword: 'secreT' })).toEqual({
      confirmPassword: messages.passwordsMustMatch,
    });
    expect(validatePasswordChange({ newPassword: 'secret', confirmPassword: 'secret' })).toEqual({});
  });

  it("names the server's field errors as the form does", () => {
    expect(
      formFieldsOf({ 'user.phone': 'a', email: 'b', 'groupIds.2': 'c', 'change.confirmPassword': 'd' }),
    ).toEqual({
      phone: 'a',
      email: 'b',
      groupIds: 'c',
      confirmPassword: 'd',
    });
    expect(formFieldsOf(undefined)).toEqual({});
  });
});
