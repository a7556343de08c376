import MapwrightModel
import Plot

/// An entity–relationship diagram as inline SVG: a box per entity listing its attributes and
/// relationships, a line per pair of related entities from border to border with its label at its middle
/// (each relationship's name and cardinality, `1` or `∗`), and added / removed / changed elements marked
/// (by class, styled by the page, and by a sign before the text so the marks survive without colour).
/// The diagram is an image for assistive technology, described by the text ``description(_:)`` gives.
enum EntityDiagram {
    /// The `<svg>` element of `layout`, drawn at its natural size (the page scales it to fit), titled with
    /// `title` and described by the element whose id is `describedBy`.
    static func svg(_ layout: DiagramLayout, title: String, describedBy: String) -> Node<HTML.BodyContext> {
        var nodes: [Node<HTML.BodyContext>] = [
            attribute("xmlns", "http://www.w3.org/2000/svg"),
            attribute("class", "diagram"),
            attribute("width", number(layout.width)),
            attribute("height", number(layout.height)),
            attribute("viewBox", "0 0 \(number(layout.width)) \(number(layout.height))"),
            attribute("role", "img"),
            attribute("aria-label", title),
            attribute("aria-describedby", describedBy),
            .element(named: "title", text: title),
        ]
        nodes += layout.links.map { link(layout, $0) }
        nodes += layout.boxes.map(box)
        return .element(named: "svg", nodes: nodes)
    }

    /// The diagram in words: each entity with its mark and relationships, for screen readers and search.
    static func description(_ layout: DiagramLayout) -> String {
        layout.boxes.enumerated().map { index, box in
            let mark = box.mark.map { " (\($0.rawValue))" } ?? ""
            let marked = box.rows.compactMap { row in row.mark.map { "\($0.rawValue) \(row.text)" } }
            let related = layout.links.compactMap { link -> String? in
                guard link.from == index || link.to == index else { return nil }
                let other = layout.boxes[link.from == index ? link.to : link.from].name
                return "\(other) through \(link.label)"
            }
            var parts = ["\(box.title)\(mark)"]
            if !marked.isEmpty { parts.append(marked.joined(separator: ", ")) }
            if !related.isEmpty { parts.append("related to " + related.joined(separator: "; ")) }
            return parts.joined(separator: ": ") + "."
        }.joined(separator: " ")
    }

    private static func link(_ layout: DiagramLayout, _ link: DiagramLink) -> Node<HTML.BodyContext> {
        let from = layout.boxes[link.from], to = layout.boxes[link.to]
        let removed = from.mark == .removed || to.mark == .removed
        let start = border(of: from, toward: (to.centerX, to.centerY))
        let end = border(of: to, toward: (from.centerX, from.centerY))
        return .element(
            named: "g",
            nodes: [
                attribute("class", removed ? "link removed" : "link"),
                .element(
                    named: "line",
                    nodes: [
                        attribute("x1", number(start.x)), attribute("y1", number(start.y)),
                        attribute("x2", number(end.x)), attribute("y2", number(end.y)),
                    ]),
                text(
                    link.label, x: (start.x + end.x) / 2, y: (start.y + end.y) / 2 + 4, className: "link-label",
                    anchor: "middle"),
            ])
    }

    /// Where the line from the centre of `box` toward `point` leaves the box.
    static func border(of box: DiagramBox, toward point: (Double, Double)) -> (x: Double, y: Double) {
        let dx = point.0 - box.centerX, dy = point.1 - box.centerY
        guard dx != 0 || dy != 0 else { return (box.centerX, box.centerY) }
        let scaleX = dx == 0 ? Double.infinity : (box.width / 2) / abs(dx)
        let scaleY = dy == 0 ? Double.infinity : (box.height / 2) / abs(dy)
        let scale = min(scaleX, scaleY, 1)
        return (box.centerX + dx * scale, box.centerY + dy * scale)
    }

    private static func box(_ box: DiagramBox) -> Node<HTML.BodyContext> {
        var nodes: [Node<HTML.BodyContext>] = [
            attribute("class", ["entity", box.mark?.rawValue].compactMap { $0 }.joined(separator: " ")),
            .element(
                named: "rect",
                nodes: [
                    attribute("x", number(box.x)), attribute("y", number(box.y)),
                    attribute("width", number(box.width)), attribute("height", number(box.height)),
                    attribute("rx", "4"),
                ]),
            .element(
                named: "line",
                nodes: [
                    attribute("class", "separator"),
                    attribute("x1", number(box.x)), attribute("y1", number(box.y + DiagramLayout.headerHeight)),
                    attribute("x2", number(box.x + box.width)),
                    attribute("y2", number(box.y + DiagramLayout.headerHeight)),
                ]),
            text(sign(box.mark) + box.title, x: box.x + 10, y: box.y + 16, className: "entity-name"),
        ]
        for (index, row) in box.rows.enumerated() {
            let y = box.y + DiagramLayout.headerHeight + DiagramLayout.rowHeight * Double(index + 1)
            nodes.append(
                text(
                    sign(row.mark) + row.text, x: box.x + 10, y: y,
                    className: ["row", row.mark?.rawValue].compactMap { $0 }.joined(separator: " ")))
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

    private static func text(_ content: String, x: Double, y: Double, className: String, anchor: String? = nil) -> Node<
        HTML.BodyContext
    > {
        var nodes: [Node<HTML.BodyContext>] = [
            attribute("x", number(x)), attribute("y", number(y)), attribute("class", className),
        ]
        if let anchor { nodes.append(attribute("text-anchor", anchor)) }
        nodes.append(.escapedText(content))
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
