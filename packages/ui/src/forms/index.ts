export {
  FieldFrame,
  type FieldFrameProps,
  InputField,
  type InputFieldProps,
  SelectField,
  type SelectFieldProps,
  shownError,
  TextAreaField,
  type TextAreaFieldProps,
} from './form-fields';
export { type ServerProblem, serverProblems } from './server-problem';
