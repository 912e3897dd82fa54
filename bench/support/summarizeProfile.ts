/** A V8 CPU profile (.cpuprofile, or the CDP Profiler.stop result). */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number }[];
}

/** Where a frame's code comes from: a package name, our own file, or a V8 bucket. */
function ownerOf(url: string, name: string, root: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const pkg = /node_modules\/(?:\.vite\/deps\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return url;
  return url.replace(`file://${root}/`, '').replace(/^https?:\/\/[^/]+\//, '');
}

/**
 * Self time of a profile by origin (package or file) and by function, as two ranked lists.
 *
 * @example console.log(summarizeProfile(profile, process.cwd()));
 */
export function summarizeProfile(profile: CpuProfile, root: string, top = 25): string {
  const total = profile.nodes.reduce((n, x) => n + (x.hitCount ?? 0), 0) || 1;
  const byFunction = new Map<string, number>();
  const byOwner = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const owner = ownerOf(url, functionName, root);
    const key = `${functionName || '(anonymous)'}  ${owner}:${lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + (node.hitCount ?? 0));
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + (node.hitCount ?? 0));
  }
  const rank = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, v]) => `  ${((v / total) * 100).toFixed(1).padStart(5)} %  ${k}`)
      .join('\n');
  return `Por origem (tempo próprio):\n${rank(byOwner)}\n\nPor função (tempo próprio):\n${rank(byFunction)}`;
}
