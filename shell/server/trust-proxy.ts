/**
 * SHELL_TRUST_PROXY, the shell server's trustProxy: which proxy in front of it (a load balancer) may name the client in
 * X-Forwarded-For. Unset: none (the client is the connection's peer). "true", or addresses/CIDR ranges/proxy-addr
 * names separated by commas (loopback, uniquelocal), as Fastify's trustProxy takes them.
 */
export function trustProxySetting(raw: string | undefined): boolean | string {
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  return raw;
}
