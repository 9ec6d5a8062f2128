/** Shapes of the gateway's user module (services/gateway user.schema.ts). */
export interface UserResult {
  id: string;
  email: string;
  firstName: string;
  lastName: string | null;
  role: number;
  phone: string | null;
  active: boolean;
  status: number;
  createdAt: string;
}

export interface SessionResult {
  __typename: 'Session';
  token: string;
  expiresAt: string;
  user: UserResult;
}

export interface PinChallengeResult {
  __typename: 'PinChallenge';
  pinToken: string;
  expiresAt: string;
}

export type SignInResult = SessionResult | PinChallengeResult;

export interface DemoRequestInput {
  name: string;
  jobTitle: string;
  email: string;
  company: string;
  phone: string;
  message?: string;
}

export interface SignInData {
  signIn: SignInResult;
}
export interface SignInVariables {
  email: string;
  password: string;
}
export interface VerifyPinData {
  verifyPin: SessionResult;
}
export interface VerifyPinVariables {
  pinToken: string;
  pin: string;
}
export interface MeData {
  me: UserResult;
}
export interface SignOutData {
  signOut: boolean;
}
export interface SetStatusData {
  setStatus: boolean;
}
export interface SetStatusVariables {
  statusId: number;
}
export interface RequestDemoData {
  requestDemo: boolean;
}
export interface RequestDemoVariables {
  input: DemoRequestInput;
}
