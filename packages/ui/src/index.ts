// The one subscribe/notify store of the browser side, for the remotes' own stores.
export { createStore, type Store } from '@canstring/client';
export { AreaError, type AreaErrorProps } from './area-error';
export { AreaFrame, type AreaFrameProps } from './area-frame';
export { AreaRoot, areaLifecycles } from './area-lifecycles';
export {
  ConfirmDialog,
  type ConfirmDialogProps,
  DialogFrame,
  type DialogFrameProps,
  FormDialog,
  type FormDialogProps,
} from './dialogs';
export { EmbeddedView, type EmbeddedViewProps } from './embedded-view';
export {
  FieldFrame,
  type FieldFrameProps,
  InputField,
  type InputFieldProps,
  SelectField,
  type SelectFieldProps,
  type ServerProblem,
  serverProblems,
  shownError,
  TextAreaField,
  type TextAreaFieldProps,
} from './forms';
export { guardParcel } from './guard-parcel';
export { BackIcon, GroupIcon, HandIcon, LineIcon, MoreIcon } from './icons';
export {
  type Page,
  type PagedList,
  PagedListSentinel,
  type PagedListSentinelProps,
  type PageFetcher,
  ScrollSentinel,
  type ScrollSentinelProps,
  SEARCH_DELAY_MS,
  usePagedList,
  useTypedSearch,
} from './paged-list';
export { UiProvider } from './provider';
export { QueryBody, type QueryBodyProps } from './query-body';
export { mountStandalone, type StandaloneOptions } from './standalone';
export { StandaloneSignIn, type StandaloneSignInProps } from './standalone-sign-in';
export { system } from './system';
export { notify, Toaster, type ToastKind, toaster } from './toaster';
export { firstInitial, UserMenu, type UserMenuProps } from './user-menu';
export { Waiting } from './waiting';
