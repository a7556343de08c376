import MapwrightModel
import Plot

/// A version's entity–relationship diagram as inline SVG: a box per entity listing its attributes and
/// relationships, a line per pair of related entities, and added / removed / changed elements marked (by
/// class, styled by the page, and by a sign before the text so the marks survive without colour).
enum EntityDiagram {
    /// The `<svg>` element of `layout`, titled for screen readers with `title`.
    static func svg(_ layout: DiagramLayout, title: String) -> Node<HTML.BodyContext> {
        var nodes: [Node<HTML.BodyContext>] = [
            attribute("xmlns", "http://www.w3.org/2000/svg"),
            attribute("class", "diagram"),
            attribute("width", number(layout.width)),
            attribute("height", number(layout.height)),
            attribute("viewBox", "0 0 \(number(layout.width)) \(number(layout.height))"),
            attribute("role", "img"),
            attribute("aria-label", title),
            .element(named: "title", text: title),
        ]
        nodes += layout.links.map { link(layout, $0) }
        nodes += layout.boxes.map(box)
        return .element(named: "svg", nodes: nodes)
    }

    private static func link(_ layout: DiagramLayout, _ link: DiagramLink) -> Node<HTML.BodyContext> {
        let from = layout.boxes[link.from], to = layout.boxes[link.to]
        let removed = from.mark == .removed || to.mark == .removed
        return .element(named: "g", nodes: [
            attribute("class", removed ? "link removed" : "link"),
            .element(named: "line", nodes: [
                attribute("x1", number(from.centerX)), attribute("y1", number(from.centerY)),
                attribute("x2", number(to.centerX)), attribute("y2", number(to.centerY)),
            ]),
            text(link.label, x: (from.centerX + to.centerX) / 2, y: (from.centerY + to.centerY) / 2 - 4, className: "link-label",
                 anchor: "middle"),
        ])
    }

    private static func box(_ box: DiagramBox) -> Node<HTML.BodyContext> {
        var nodes: [Node<HTML.BodyContext>] = [
            attribute("class", ["entity", box.mark?.rawValue].compactMap { $0 }.joined(separator: " ")),
            .element(named: "rect", nodes: [
                attribute("x", number(box.x)), attribute("y", number(box.y)),
                attribute("width", number(box.width)), attribute("height", number(box.height)), attribute("rx", "4"),
            ]),
            .element(named: "line", nodes: [
                attribute("class", "separator"),
                attribute("x1", number(box.x)), attribute("y1", number(box.y + DiagramLayout.headerHeight)),
                attribute("x2", number(box.x + box.width)), attribute("y2", number(box.y + DiagramLayout.headerHeight)),
            ]),
            text(sign(box.mark) + box.name, x: box.x + 10, y: box.y + 16, className: "entity-name"),
        ]
        for (index, row) in box.rows.enumerated() {
            let y = box.y + DiagramLayout.headerHeight + DiagramLayout.rowHeight * Double(index + 1)
            nodes.append(text(sign(row.mark) + row.text, x: box.x + 10, y: y, className: ["row", row.mark?.rawValue].compactMap { $0 }.joined(separator: " ")))
        }
        return .element(named: "g", nodes: nodes)
    }

    /// `+ `, `− `, `~ ` or two spaces, so a mark reads without colour.
    static func sign(_ mark: ChangeMark?) -> String {
        switch mark {
        case .added: "+ "
        case .removed: "− "
        case .changed: "~ "
        case nil: ""
        }
    }

    private static func text(_ content: String, x: Double, y: Double, className: String, anchor: String? = nil) -> Node<HTML.BodyContext> {
        var nodes: [Node<HTML.BodyContext>] = [attribute("x", number(x)), attribute("y", number(y)), attribute("class", className)]
        if let anchor { nodes.append(attribute("text-anchor", anchor)) }
        nodes.append(.text(content))
        return .element(named: "text", nodes: nodes)
    }

    private static func attribute(_ name: String, _ value: String) -> Node<HTML.BodyContext> {
        .attribute(named: name, value: XMLEscaping.escape(value))
    }

    /// A coordinate with at most one decimal, the same on every platform.
    static func number(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(abs(tenths % 10))"
    }
}
