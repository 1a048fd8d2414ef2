/** The signed-in visitor (spec §3: photoURL, uid, display name, email). */
export type AuthUser = {
  uid: string;
  displayName: string;
  email: string;
  photoURL: string;
};

export interface AuthState {
  user: AuthUser | null;
  /** False until we know whether someone is signed in (e.g. a restored session is loading). */
  ready: boolean;
}

/** An Auth-emulator account picked in the local account chooser. */
export interface EmulatorAccount {
  name: string;
  email: string;
  picture: string;
}
