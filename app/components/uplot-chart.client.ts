/**
 * The interactive layer of the progress charts: uPlot draws the same chart over the one the server drew, with a
 * cursor that reads out exact values (docs/decisions/0063). Only `import()`ed, from chart-on-demand.tsx, when a person
 * reaches for a chart, so it is a chunk of its own that no page loads up front; the `.client` name keeps it and uPlot
 * out of the server build. No React in here: a lazy chunk that uses React makes esbuild split React out of the shared
 * framework chunk, which costs every page about 400 bytes.
 */
import uPlot from "uplot";
import uPlotStylesHref from "uplot/dist/uPlot.min.css";

/** The box both drawings share, in CSS pixels: the plot sits `top` below its top edge, between the two axes. */
export interface ChartFrame {
  height: number;
  top: number;
  right: number;
  /** Width of the value axis on the left (0: none). */
  axisLeft: number;
  /** Height of the label axis under the plot. */
  axisBottom: number;
  /** Where the labels under the plot start, below the plot. */
  labelGap: number;
}

/** Lines over time (the mood chart). Times are epoch milliseconds; the scale is fixed, as on the server. */
export interface LineChartSpec {
  kind: "lines";
  frame: ChartFrame;
  x: number[];
  xRange: [number, number];
  xTicks: { at: number; label: string }[];
  yTicks: number[];
  yMax: number;
  series: { label: string; color: string; dashed: boolean; values: number[] }[];
}

/** One bar per label (the weekly sessions chart), the value written above each bar. */
export interface BarChartSpec {
  kind: "bars";
  frame: ChartFrame;
  labels: string[];
  values: number[];
  color: string;
  yMax: number;
  /** Widest bar and the room between two bars, in CSS pixels. */
  barMaxWidth: number;
  barGap: number;
  barRadius: number;
}

export type ChartSpec = LineChartSpec | BarChartSpec;

/** The point under the cursor or chosen with the keys (null: none), and whether the keys chose it. */
export interface ChartReading {
  index: number | null;
  byKeys: boolean;
}

export interface DrawnChart {
  /** Takes the uPlot chart away and shows the server-drawn one again. */
  destroy(): void;
}

/** What the arrow keys and Home/End do to the chosen point; from none, any of them starts at the newest. */
const KEY_MOVES: Record<string, (index: number | null, last: number) => number> = {
  ArrowLeft: (index, last) => (index == null ? last : Math.max(index - 1, 0)),
  ArrowRight: (index, last) => (index == null ? last : Math.min(index + 1, last)),
  Home: () => 0,
  End: (_index, last) => last,
};

// The server-drawn charts' Tailwind colours: slate-600 labels, slate-200 grid, slate-300 baseline, slate-700 counts.
const LABEL_COLOR = "#475569";
const GRID_COLOR = "#e2e8f0";
const BASELINE_COLOR = "#cbd5e1";
const COUNT_COLOR = "#334155";

let stylesheet: Promise<void> | null = null;

/** uPlot's stylesheet, added to the page the first time a chart is drawn; drawing waits for it. */
function loadStylesheet(): Promise<void> {
  stylesheet ??= new Promise<void>((resolve, reject) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = uPlotStylesHref;
    link.onload = () => resolve();
    link.onerror = () => {
      // Offline, say: the next interaction tries again.
      link.remove();
      stylesheet = null;
      reject(new Error("The chart styles did not load"));
    };
    document.head.appendChild(link);
  });
  return stylesheet;
}

/** Labels in the page's own font at text-xs (12 px), as the server-drawn charts write them. */
function axisStyle(fontFamily: string): uPlot.Axis {
  return { font: `12px ${fontFamily}`, stroke: LABEL_COLOR, ticks: { show: false }, grid: { show: false } };
}

function lineOptions(spec: LineChartSpec, fontFamily: string): Omit<uPlot.Options, "width"> {
  const { frame } = spec;
  return {
    height: frame.height,
    padding: [frame.top, frame.right, 0, 0],
    legend: { show: false },
    // The vertical line alone: the value read-out is beside the chart.
    cursor: { y: false, drag: { x: false, y: false, setScale: false }, points: { size: 12, width: 2 } },
    scales: { x: { time: false, range: () => spec.xRange }, y: { range: [0, spec.yMax] } },
    axes: [
      {
        ...axisStyle(fontFamily),
        size: frame.axisBottom,
        gap: frame.labelGap,
        splits: () => spec.xTicks.map((tick) => tick.at),
        values: () => spec.xTicks.map((tick) => tick.label),
      },
      {
        ...axisStyle(fontFamily),
        size: frame.axisLeft,
        gap: 4,
        grid: { show: true, stroke: GRID_COLOR, width: 1 },
        splits: () => spec.yTicks,
        values: (_chart, ticks) => ticks.map(String),
      },
    ],
    series: [
      {},
      ...spec.series.map((series) => ({
        label: series.label,
        stroke: series.color,
        width: 2,
        dash: series.dashed ? [6, 4] : undefined,
        // Round points with a white middle, 10 px across like the server's.
        points: { show: true, size: 10, width: 2, fill: "#ffffff", stroke: series.color },
      })),
    ],
  };
}

function barOptions(spec: BarChartSpec, fontFamily: string): Omit<uPlot.Options, "width"> {
  const { frame } = spec;
  // Each drawn bar's box in canvas pixels, for the hover outline and the count above it.
  const bars: { left: number; top: number; width: number; height: number }[] = [];
  const barWidth = (chart: uPlot) =>
    Math.min(spec.barMaxWidth, chart.bbox.width / uPlot.pxRatio / spec.values.length - spec.barGap);
  return {
    height: frame.height,
    padding: [frame.top, frame.right, 0, 0],
    legend: { show: false },
    cursor: {
      x: false,
      y: false,
      drag: { x: false, y: false, setScale: false },
      points: {
        width: 2,
        stroke: COUNT_COLOR,
        fill: "transparent",
        bbox: (chart) => {
          // A day without sessions has no bar to outline: the read-out alone says so.
          const bar = bars[chart.cursor.idx ?? -1];
          if (!bar || bar.height < 1) return { left: -10, top: -10, width: 0, height: 0 };
          const left = (bar.left - chart.bbox.left) / uPlot.pxRatio;
          const top = (bar.top - chart.bbox.top) / uPlot.pxRatio;
          return { left, top, width: bar.width / uPlot.pxRatio, height: bar.height / uPlot.pxRatio };
        },
      },
    },
    scales: { x: { time: false, range: [-0.5, spec.values.length - 0.5] }, y: { range: [0, spec.yMax] } },
    axes: [
      {
        ...axisStyle(fontFamily),
        size: frame.axisBottom,
        gap: frame.labelGap,
        border: { show: true, stroke: BASELINE_COLOR, width: 1 },
        splits: () => spec.labels.map((_label, index) => index),
        values: () => spec.labels,
      },
      { show: false },
    ],
    series: [
      {},
      {
        label: "Sessions",
        fill: spec.color,
        stroke: spec.color,
        width: 0,
        points: { show: false },
        paths: uPlot.paths.bars!({
          size: [1, spec.barMaxWidth],
          gap: spec.barGap,
          radius: (chart) => [spec.barRadius / barWidth(chart), 0],
          each: (_chart, _series, index, left, top, width, height) => {
            bars[index] = { left, top, width, height };
          },
        }),
      },
    ],
    hooks: {
      // The count above each bar that has one, as the server writes it.
      draw: [
        (chart) => {
          const { ctx } = chart;
          ctx.save();
          ctx.font = `600 ${Math.round(12 * uPlot.pxRatio)}px ${fontFamily}`;
          ctx.fillStyle = COUNT_COLOR;
          ctx.textAlign = "center";
          ctx.textBaseline = "bottom";
          spec.values.forEach((count, index) => {
            const bar = bars[index];
            if (count > 0 && bar) ctx.fillText(String(count), bar.left + bar.width / 2, bar.top - 6 * uPlot.pxRatio);
          });
          ctx.restore();
        },
      ],
    },
  };
}

function chartData(spec: ChartSpec): uPlot.AlignedData {
  return spec.kind === "lines"
    ? [spec.x, ...spec.series.map((series) => series.values)]
    : [spec.labels.map((_label, index) => index), spec.values];
}

/**
 * Draws the chart in `box` (ChartOnDemand's: the server-drawn chart, then an empty layer over it) once uPlot's
 * stylesheet is in, hides the server's drawing under it and keeps it as wide as the box. The cursor follows a mouse,
 * a tap or a finger sliding across (on the box a vertical drag still scrolls the page, a pinch still zooms); the
 * arrow keys, Home and End move it from point to point. `onReading` hears every change. `trigger` is the event that
 * asked for the chart: a tap is read out at once, and focus from the keyboard starts on the newest point.
 */
export async function drawChart(
  box: HTMLElement,
  spec: ChartSpec,
  onReading: (reading: ChartReading) => void,
  trigger: Event | null
): Promise<DrawnChart> {
  await loadStylesheet();
  const [drawing, layer] = [box.firstElementChild as HTMLElement, box.lastElementChild as HTMLElement];
  const { fontFamily } = getComputedStyle(box);
  const options = spec.kind === "lines" ? lineOptions(spec, fontFamily) : barOptions(spec, fontFamily);
  let byKeys = false;
  let reported: ChartReading = { index: null, byKeys };
  const report = (drawn: uPlot) => {
    const index = drawn.cursor.idx ?? null;
    if (index !== reported.index || byKeys !== reported.byKeys) onReading((reported = { index, byKeys }));
  };
  // uPlot sizes and draws in a microtask after it is built; the cursor can be placed once it has.
  let drawn!: () => void;
  const firstDrawn = new Promise<void>((resolve) => (drawn = resolve));
  const chart = new uPlot(
    { ...options, width: layer.clientWidth, hooks: { ...options.hooks, setCursor: [report], ready: [() => drawn()] } },
    chartData(spec),
    layer
  );
  await firstDrawn;
  drawing.style.visibility = "hidden";
  // uPlot's hover points are round; on a bar, the outline takes the bar's shape.
  if (spec.kind === "bars") {
    for (const point of chart.root.querySelectorAll<HTMLElement>(".u-cursor-pt"))
      point.style.borderRadius = `${spec.barRadius}px ${spec.barRadius}px 0 0`;
  }
  const last = chart.data[0].length - 1;

  const showPoint = (index: number) => {
    const x = chart.data[0][index]!;
    const y = chart.data[1][index] ?? 0;
    chart.setCursor({ left: chart.valToPos(x, "x"), top: chart.valToPos(y, "y") });
  };
  const pointAt = (clientX: number, clientY: number) => {
    const plot = chart.over.getBoundingClientRect();
    const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);
    chart.setCursor({ left: clamp(clientX - plot.left, plot.width), top: clamp(clientY - plot.top, plot.height) });
  };
  const clear = () => {
    byKeys = false;
    chart.setCursor({ left: -10, top: -10 });
  };

  // uPlot follows a mouse by itself; a finger (a tap, or sliding across) is passed on here.
  const onPointer = (event: PointerEvent) => {
    byKeys = false;
    if (event.pointerType !== "mouse") pointAt(event.clientX, event.clientY);
  };
  const onKey = (event: KeyboardEvent) => {
    const move = KEY_MOVES[event.key];
    if (!move || last < 0) return;
    event.preventDefault();
    byKeys = true;
    showPoint(move(chart.cursor.idx ?? null, last));
  };
  const fromKeyboard = () => box.matches(":focus-visible");
  const onFocus = () => {
    if (fromKeyboard() && chart.cursor.idx == null && last >= 0) showPoint(last);
  };
  box.addEventListener("pointerdown", onPointer);
  box.addEventListener("pointermove", onPointer);
  box.addEventListener("keydown", onKey);
  box.addEventListener("focus", onFocus);
  box.addEventListener("blur", clear);

  // Catch up with what asked for the chart while it loaded.
  if (trigger instanceof PointerEvent && (trigger.pointerType !== "mouse" || box.matches(":hover"))) {
    pointAt(trigger.clientX, trigger.clientY);
  } else if (document.activeElement === box) onFocus();

  const resize = new ResizeObserver(() => {
    if (layer.clientWidth !== chart.width) chart.setSize({ width: layer.clientWidth, height: spec.frame.height });
  });
  resize.observe(layer);

  return {
    destroy: () => {
      resize.disconnect();
      box.removeEventListener("pointerdown", onPointer);
      box.removeEventListener("pointermove", onPointer);
      box.removeEventListener("keydown", onKey);
      box.removeEventListener("focus", onFocus);
      box.removeEventListener("blur", clear);
      chart.destroy();
      // A chart drawn again for new data may already be in the layer; the server's drawing stays hidden under it.
      if (!layer.querySelector(".uplot")) drawing.style.visibility = "";
    },
  };
}
