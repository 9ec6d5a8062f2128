export { AreaError, type AreaErrorProps } from './area-error';
export { AreaFrame, type AreaFrameProps } from './area-frame';
export { AreaRoot, areaLifecycles } from './area-lifecycles';
export { UiProvider } from './provider';
export { mountStandalone, type StandaloneOptions } from './standalone';
export { StandaloneSignIn, type StandaloneSignInProps } from './standalone-sign-in';
export { system } from './system';
export { notify, Toaster, type ToastKind, toaster } from './toaster';
export { firstInitial, UserMenu, type UserMenuProps } from './user-menu';
