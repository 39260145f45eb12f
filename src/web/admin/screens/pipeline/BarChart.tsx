import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale } from 'chart.js';
import { useEffect, useRef } from 'react';

// Only the bar chart's parts: the rest of chart.js stays out of the report's script.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend);

/** The series' colours: the site's sky and teal (src/web/styles/base.css), in order. */
const COLOURS = ['#2d6fb7', '#137f74'];

/**
 * A bar chart on a canvas (chart.js draws it; it writes no <style>, so the site's CSP holds,
 * decision 046). It is a picture of the table that follows it: hidden from screen readers, which
 * read the table.
 */
export function BarChart({
  label,
  labels,
  series,
}: {
  label: string;
  labels: string[];
  series: { label: string; values: number[] }[];
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const chart = new Chart(canvas.current!, {
      type: 'bar',
      data: {
        labels,
        datasets: series.map((s, i) => ({
          label: s.label,
          data: s.values,
          backgroundColor: COLOURS[i % COLOURS.length],
        })),
      },
      options: {
        animation: false,
        maintainAspectRatio: false,
        plugins: { legend: { display: series.length > 1 } },
        scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
      },
    });
    return () => chart.destroy();
  }, [JSON.stringify({ labels, series })]);
  return (
    <div className="admin-report__chart" aria-hidden="true">
      <canvas ref={canvas} title={label} />
    </div>
  );
}
