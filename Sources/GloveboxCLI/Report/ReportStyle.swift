/// The report's style sheet, inline so the page is one self-contained file: readable on a screen,
/// and on paper without the screen's backgrounds, with no chart or table cut across two pages.
enum ReportStyle {
    static let css = """
        :root { color-scheme: light; }
        body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; color: #1d1d1f;
          background: #ffffff; margin: 0 auto; padding: 24px 32px 48px; max-width: 960px; line-height: 1.4; }
        header { border-bottom: 2px solid #0072B2; margin-bottom: 16px; }
        h1 { font-size: 1.8em; margin: 0 0 4px; }
        h2 { font-size: 1.3em; margin: 28px 0 8px; }
        h3 { font-size: 1.05em; margin: 20px 0 6px; }
        .meta { color: #555; margin: 0 0 12px; }
        .note { background: #FFF6E0; border-left: 4px solid #E69F00; padding: 6px 10px; }
        section { margin-bottom: 24px; }
        figure { margin: 0; }
        svg.chart { display: block; max-width: 100%; height: auto; background: #ffffff; }
        svg .tick { font-size: 12px; fill: #444; }
        svg .label { font-size: 13px; fill: #1d1d1f; }
        svg .legend { font-size: 13px; fill: #1d1d1f; }
        svg .value { font-size: 12px; fill: #1d1d1f; }
        svg .grid { stroke: #e2e2e2; stroke-width: 1; }
        svg .axis { stroke: #555; stroke-width: 1; }
        svg .row { stroke: #efefef; stroke-width: 1; }
        svg .today { stroke: #C0392B; stroke-width: 2; stroke-dasharray: 4 3; }
        svg .series { stroke-width: 1.5; opacity: 0.6; }
        svg .trend { stroke-width: 3; }
        svg .due, svg .point { stroke: #ffffff; stroke-width: 1.5; }
        table { border-collapse: collapse; margin: 8px 0 0; font-size: 0.9em; min-width: 50%; }
        caption { text-align: left; color: #555; padding-bottom: 4px; }
        th, td { border-bottom: 1px solid #ddd; padding: 3px 10px; text-align: left; }
        .number { text-align: right; font-variant-numeric: tabular-nums; }
        thead th { border-bottom: 2px solid #888; }
        @media print {
          @page { margin: 14mm; }
          body { max-width: none; padding: 0; font-size: 10.5pt; }
          header { border-bottom-color: #000; }
          section, figure, table { break-inside: avoid; page-break-inside: avoid; }
          h2, h3 { break-after: avoid; page-break-after: avoid; }
          .note { background: none; border-left-color: #000; }
        }
        """
}
