import { messages } from '../messages';
import { adminMessages } from './messages';
import { phoneNumberSchema } from './phone';
import { newUserSchema, passwordChangeSchema } from './users';

const valid = {
  firstName: 'Ada',
  role: 2,
  phone: '(201) 555-0123',
  email: ' Ada@Example.org ',
  password: 'secret',
};

describe('user form rules', () => {
  it('stores a US phone in E.164 form and refuses a malformed one', () => {
    expect(phoneNumberSchema.parse('(201) 555-0123')).toBe('+12015550123');
    expect(phoneNumberSchema.parse('+44 20 7946 0958')).toBe('+442079460958');
    expect(phoneNumberSchema.safeParse('12345').error?.issues[0]?.message).toBe(adminMessages.invalidPhone);
    expect(phoneNumberSchema.safeParse('').error?.issues[0]?.message).toBe(messages.fieldRequired);
  });

  it('accepts a new member, normalising the email', () => {
    const user = newUserSchema.parse(valid);
    expect(user).toMatchObject({ email: 'ada@example.org', phone: '+12015550123', lastName: null });
  });

  it('refuses role 1, a short password, a bad email and a missing first name', () => {
    const fieldsOf = (input: object) =>
      Object.fromEntries(
        newUserSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [],
      );
    expect(fieldsOf({ ...valid, role: 1 })).toEqual({ role: adminMessages.roleNotAllowed });
    expect(fieldsOf({ ...valid, password: 'abcd' }).password).toMatch(/at least 5/);
    expect(fieldsOf({ ...valid, email: 'nope' })).toEqual({ email: messages.invalidEmail });
    expect(fieldsOf({ ...valid, firstName: '  ' })).toEqual({ firstName: messages.fieldRequired });
  });

  it('needs the confirmation to match the new password', () => {
    const result = passwordChangeSchema.safeParse({ newPassword: 'secret', confirmPassword: 'secreT' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['confirmPassword'],
      message: messages.passwordsMustMatch,
    });
    expect(passwordChangeSchema.safeParse({ newPassword: 'secret', confirmPassword: 'secret' }).success).toBe(
      true,
    );
  });
});
