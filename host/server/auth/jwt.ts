import { jwtVerify, SignJWT } from 'jose';

export interface JwtClaims {
  /** The legacy customer id. */
  customerId: number;
  email: string;
  /** The login session the token was issued for: the token is honoured only while that session is open. */
  sessionId: number;
}

const ALGORITHM = 'HS256';
const ISSUER = 'vigil';

/** Signs and verifies the newer API's bearer tokens (HS256, one server secret). */
export class JwtSigner {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlMinutes: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: JwtClaims): Promise<string> {
    return new SignJWT({ email: claims.email, sid: claims.sessionId })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(String(claims.customerId))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlMinutes}m`)
      .sign(this.key);
  }

  /** The claims of a valid token, or null for a malformed, tampered or expired one. */
  async verify(token: string): Promise<JwtClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: [ALGORITHM], issuer: ISSUER });
      const customerId = Number(payload.sub);
      const sessionId = payload.sid;
      if (!Number.isInteger(customerId) || typeof payload.email !== 'string' || !Number.isInteger(sessionId)) return null;
      return { customerId, email: payload.email, sessionId: sessionId as number };
    } catch {
      return null;
    }
  }
}
