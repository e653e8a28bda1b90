/**
 * A session that ended, as the chat socket needs to know it (docs/decisions/016 "Sessions end
 * their sockets"): one member session (logout), every session of a member but one (password
 * change) or all (suspension), one staff session (logout), every session of a staff member
 * (disable, reset, role change).
 */
export type SessionEnd =
  | { kind: 'member-session'; sessionId: number }
  | { kind: 'member'; memberId: number; keepSessionId?: number | undefined }
  | { kind: 'staff-session'; sessionId: number }
  | { kind: 'staff'; staffId: number };

/**
 * Where the session services say that sessions ended; the chat socket listens and closes the
 * sockets those sessions opened, on every copy. Telling is fire-and-forget: a listener's failure
 * never undoes or fails the logout that caused it.
 */
export class SessionEnds {
  private readonly listeners: ((end: SessionEnd) => void)[] = [];

  listen(listener: (end: SessionEnd) => void): () => void {
    this.listeners.push(listener);
    return () => {
      const at = this.listeners.indexOf(listener);
      if (at !== -1) this.listeners.splice(at, 1);
    };
  }

  ended(end: SessionEnd): void {
    for (const listener of this.listeners) {
      try {
        listener(end);
      } catch {
        // the session has ended in the database; a socket left open fails its next handshake
      }
    }
  }
}
