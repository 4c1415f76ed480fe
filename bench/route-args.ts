/**
 * The command line of the tools that look at one bench route (bench:explain, bench:profile,
 * bench:statements): `<scale> <part of the route's name>`, the scale 1 unless given.
 */
export function routeArgs(): { scale: number; wanted: string } {
  const [scaleArg = '1', ...words] = process.argv.slice(2);
  return { scale: Number(scaleArg), wanted: words.join(' ').toLowerCase() };
}
