// The long tasks of one Lighthouse run, from its trace: which script and function kept the main
// thread busy. Lighthouse's own `long-tasks` audit gives each task's script URL and its simulated
// duration (the ones Total Blocking Time counts); the trace adds what ran inside each task
// (function name, script and line of the biggest calls), with its observed duration. A task
// counts as long when its observed duration times the CPU slowdown is over 50 ms.

const LONG_MS = 50;
/** The trace events that name the work inside a task. */
const ATTRIBUTABLE = new Set([
  'FunctionCall',
  'EvaluateScript',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'v8.compile',
  'ParseHTML',
  'Layout',
  'UpdateLayoutTree',
  'Paint',
]);

const baseName = (url) => {
  if (!url) return '';
  try {
    const { pathname } = new URL(url);
    return pathname.split('/').pop() || pathname;
  } catch {
    return url;
  }
};

/** The renderer main thread of the page: the CrRendererMain thread that ran the most. */
function mainThread(events) {
  const names = new Map();
  for (const e of events) {
    if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain') {
      names.set(`${e.pid}:${e.tid}`, 0);
    }
  }
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name === 'RunTask' && e.ph === 'X' && names.has(key)) {
      names.set(key, names.get(key) + (e.dur ?? 0));
    }
  }
  return [...names.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

function describe(event) {
  const data = event.args?.data ?? {};
  switch (event.name) {
    case 'FunctionCall':
      return `${data.functionName || '(anonymous)'} ${baseName(data.url)}:${data.lineNumber ?? '?'}`;
    case 'EvaluateScript':
    case 'v8.compile':
      return `${event.name} ${baseName(data.url)}`;
    case 'EventDispatch':
      return `event ${data.type}`;
    case 'TimerFire':
      return 'timer';
    default:
      return event.name;
  }
}

/**
 * The long tasks of a run: `lhr` (its report) and `trace` (artifacts.Trace). Returns the total
 * blocking time, the audit's tasks grouped by script, and the trace's tasks with what ran in them.
 */
export function longTasks(lhr, trace) {
  const slowdown = lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? 1;
  const audited = lhr.audits['long-tasks']?.details?.items ?? [];
  const byScript = new Map();
  for (const item of audited) {
    const name = baseName(item.url) || item.url;
    const entry = byScript.get(name) ?? { script: name, tasks: 0, ms: 0 };
    entry.tasks += 1;
    entry.ms += item.duration;
    byScript.set(name, entry);
  }
  const events = trace?.traceEvents ?? [];
  const thread = mainThread(events);
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === thread && e.ph === 'X');
  const navigation = events.find((e) => e.name === 'navigationStart')?.ts ?? onMain[0]?.ts ?? 0;
  const tasks = onMain
    .filter((e) => e.name === 'RunTask' && ((e.dur ?? 0) / 1000) * slowdown > LONG_MS)
    .map((task) => {
      const inside = onMain.filter(
        (e) =>
          ATTRIBUTABLE.has(e.name) && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur,
      );
      const top = inside
        .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
        .slice(0, 3)
        .map((e) => `${describe(e)} (${((e.dur ?? 0) / 1000).toFixed(1)} ms)`);
      return {
        startMs: Math.round((task.ts - navigation) / 1000),
        observedMs: +(task.dur / 1000).toFixed(1),
        simulatedMs: Math.round((task.dur / 1000) * slowdown),
        top,
      };
    });
  return {
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    byScript: [...byScript.values()]
      .sort((a, b) => b.ms - a.ms)
      .map((e) => ({ ...e, ms: Math.round(e.ms) })),
    tasks,
  };
}

/** Prints what `longTasks` found, one line per task. */
export function printLongTasks(name, found) {
  console.log(`  ${name}: long tasks (TBT ${found.tbtMs} ms)`);
  for (const s of found.byScript) {
    console.log(`    audit: ${s.script}: ${s.tasks} task(s), ${s.ms} ms simulated`);
  }
  for (const t of found.tasks) {
    console.log(
      `    trace: at ${t.startMs} ms, ${t.observedMs} ms observed (≈${t.simulatedMs} ms at the CPU slowdown): ${t.top.join('; ') || 'unattributed'}`,
    );
  }
}
