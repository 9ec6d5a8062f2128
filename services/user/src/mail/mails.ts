import { type DemoRequest, PIN_LIFETIME_SECONDS } from '@canstring/contracts';
import type { MailMessage } from '@canstring/service-kit';

/** The verification PIN mail of two-step sign-in. */
export const pinMail = (to: string, pin: string): MailMessage => ({
  to,
  subject: `Your verification PIN: ${pin}`,
  text: [
    `Your verification PIN is ${pin}.`,
    '',
    `Enter it on the sign-in page within ${Math.round(PIN_LIFETIME_SECONDS / 60)} minutes.`,
    'If you did not try to sign in, change your password: someone else knows it.',
  ].join('\n'),
});

/** Header values come from a public form: keep them on one line. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ');

/** A demo request from the landing page, for the support team; replies go to the requester. */
export const demoRequestMail = (to: string, request: DemoRequest): MailMessage => ({
  to,
  replyTo: request.email,
  subject: oneLine(`Demo request from ${request.name} (${request.company})`),
  text: [
    `Name: ${request.name}`,
    `Job title: ${request.jobTitle}`,
    `Work email: ${request.email}`,
    `Company: ${request.company}`,
    `Work phone: ${request.phone}`,
    '',
    request.message || '(no message)',
  ].join('\n'),
});

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export interface Invitee {
  email: string;
  firstName: string;
  lastName: string | null;
}

/**
 * The invitation to an account an administrator created. It never carries a password: the person
 * gets it from the administrator, or the administrator sets a new one.
 */
export const invitationMail = (invitee: Invitee, publicUrl: string): MailMessage => {
  const name = oneLine([invitee.firstName, invitee.lastName].filter(Boolean).join(' '));
  return {
    to: invitee.email,
    subject: 'Your account is ready',
    text: [
      `Hello ${name},`,
      '',
      'An administrator has created an account for you.',
      `Sign in at ${publicUrl} with your email address, ${invitee.email}.`,
      'If you do not have your password, ask your administrator for it.',
    ].join('\n'),
    html: [
      `<p>Hello ${escapeHtml(name)},</p>`,
      '<p>An administrator has created an account for you.</p>',
      `<p>Sign in at <a href="${escapeHtml(publicUrl)}">${escapeHtml(publicUrl)}</a> with your email address, <strong>${escapeHtml(invitee.email)}</strong>.</p>`,
      '<p>If you do not have your password, ask your administrator for it.</p>',
    ].join('\n'),
  };
};
