/** Where the browser keeps the signed-in session (spec 1 §3: "kept locally under a user-data key"). */
export const SESSION_STORAGE_KEY = 'userData';
