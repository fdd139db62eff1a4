declare module 'role-based-email-addresses' {
  /** Local parts of addresses that name a role or a group rather than a person (info, sales, noreply, …). */
  const prefixes: readonly string[];
  export default prefixes;
}
