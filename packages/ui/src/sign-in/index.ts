// Plain forms without Chakra, so the landing page can show them before Chakra has loaded.
export { signInFormStyles } from './form-styles';
export { PinForm } from './pin-form';
export { SignInForm, type SignInValues } from './sign-in-form';
export { TextField, type TextFieldProps } from './text-field';
export { all, matching, required, signInEmail, type Validator, verificationPin } from './validation';
