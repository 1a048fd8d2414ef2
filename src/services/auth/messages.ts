// Spec §4 and §8 strings, word for word.
export const USER_LOGGED_IN = 'User logged in';
export const USER_LOGGED_OUT = 'User logged out';
export const COULDNT_LOGIN = "Couldn't login";
export const COULDNT_SIGNOUT = "Couldn't signout user";
export const NO_SUCH_PROVIDER = 'No such provider';
export const NEED_LOGIN = 'You need to login to use this';
