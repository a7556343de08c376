/// The page's one stylesheet, inline: nothing is fetched when the page opens.
enum ReportStyle {
    static let css = """
        body { font: 14px/1.45 -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif; color: #1f2328; margin: 0 auto; max-width: 1100px; padding: 24px; }
        h1 { font-size: 24px; margin: 0 0 8px; }
        h2 { font-size: 18px; margin: 32px 0 8px; border-bottom: 1px solid #d0d7de; padding-bottom: 4px; }
        h3 { font-size: 15px; margin: 20px 0 6px; }
        h3 small { color: #656d76; font-weight: normal; }
        code { font: 12px SFMono-Regular, Menlo, Consolas, monospace; background: #f6f8fa; padding: 1px 4px; border-radius: 4px; }
        table { border-collapse: collapse; width: 100%; margin: 8px 0; }
        caption { text-align: left; font-weight: 600; padding: 4px 0; color: #424a53; }
        th, td { text-align: left; vertical-align: top; border: 1px solid #d0d7de; padding: 4px 8px; }
        th { background: #f6f8fa; }
        td p { margin: 4px 0 0; }
        .fix, .suppression { color: #656d76; }
        tr.suppressed td { color: #8c959f; }
        tr.suppressed td:nth-child(3) { text-decoration: line-through; }
        tr.severity-error td:first-child { color: #cf222e; font-weight: 600; }
        tr.severity-warning td:first-child { color: #9a6700; font-weight: 600; }
        .verdict { display: inline-block; padding: 0 8px; border-radius: 10px; font-size: 12px; font-weight: 600; color: #fff; }
        .verdict-none { background: #57606a; }
        .verdict-lightweight { background: #1a7f37; }
        .verdict-heavy { background: #cf222e; }
        .timeline { list-style: none; display: flex; flex-wrap: wrap; align-items: center; gap: 4px; padding: 0; margin: 16px 0; }
        .timeline li { display: flex; align-items: center; gap: 4px; }
        .timeline a { text-decoration: none; }
        .timeline .version { border: 1px solid #d0d7de; border-radius: 6px; padding: 4px 10px; color: #1f2328; background: #f6f8fa; }
        .timeline .version.current { border-color: #0969da; font-weight: 600; }
        .timeline .step { font-size: 12px; font-weight: 600; color: #fff; border-radius: 10px; padding: 0 8px; margin: 0 4px; }
        .timeline .step::before { content: "→ "; }
        .timeline .step::after { content: " →"; }
        .legend span { font: 12px SFMono-Regular, Menlo, Consolas, monospace; margin-right: 8px; }
        .legend .added { color: #1a7f37; }
        .legend .removed { color: #cf222e; }
        .legend .changed { color: #9a6700; }
        details { border: 1px solid #d0d7de; border-radius: 6px; padding: 4px 12px; margin: 8px 0; }
        details > summary { cursor: pointer; font-weight: 600; padding: 4px 0; }
        figcaption details { border: none; padding: 0; margin: 4px 0; }
        figcaption details > summary { font-weight: normal; color: #57606a; font-size: 12px; }
        .history { color: #57606a; font-weight: normal; }
        figure { margin: 8px 0; }
        .diagram-frame { overflow: auto; border: 1px solid #d0d7de; border-radius: 6px; background: #fff; max-height: 80vh; }
        .diagram-frame svg { max-width: 100%; height: auto; }
        .zoom input { margin-left: 0; }
        .zoom label { margin-right: 12px; font-size: 13px; }
        .zoom input[id$="zoom-fit"]:checked ~ figure svg { max-width: 100%; height: auto; }
        .zoom input[id$="zoom-full"]:checked ~ figure svg { max-width: none; width: auto; height: auto; }
        .zoom input[id$="zoom-full"]:checked ~ figure .diagram-frame { max-height: none; }
        .rule h4 { font-size: 13px; margin: 8px 0 2px; }
        .rule p { margin: 0 0 4px; }
        .diagram { display: block; font: 12px SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace; }
        .diagram .entity rect { fill: #fff; stroke: #57606a; stroke-width: 1.2; }
        .diagram .entity.added rect { stroke: #1a7f37; stroke-width: 2; fill: #dafbe1; }
        .diagram .entity.removed rect { stroke: #cf222e; stroke-dasharray: 5 3; fill: #ffebe9; }
        .diagram .entity.changed rect { stroke: #9a6700; stroke-width: 2; fill: #fff8c5; }
        .diagram .separator { stroke: #8c959f; }
        .diagram .entity-name { font-weight: 700; fill: #1f2328; }
        .diagram .entity.added .entity-name { fill: #1a7f37; }
        .diagram .entity.removed .entity-name { fill: #cf222e; text-decoration: line-through; }
        .diagram .entity.changed .entity-name { fill: #9a6700; }
        .diagram .row { fill: #1f2328; }
        .diagram .row.added { fill: #1a7f37; font-weight: 700; }
        .diagram .row.removed { fill: #cf222e; text-decoration: line-through; }
        .diagram .row.changed { fill: #9a6700; font-weight: 700; }
        .diagram .link line { stroke: #8c959f; stroke-width: 1.5; }
        .diagram .link.removed line { stroke: #cf222e; stroke-dasharray: 5 3; }
        .diagram .link-label { fill: #656d76; font-size: 11px; paint-order: stroke; stroke: #fff; stroke-width: 3px; }
        footer { margin-top: 32px; color: #57606a; font-size: 12px; }
        """
}
