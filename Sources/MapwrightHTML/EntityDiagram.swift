import MapwrightSupport
import Plot

/// An entity–relationship diagram as inline SVG: a box per entity listing its attributes and
/// relationships, a line per pair of related entities from border to border with its label near its middle
/// (each relationship's name and cardinality, `1` or `∗`; off the boxes and the other labels), and added /
/// removed / changed elements marked (by class, styled by the page, and by a sign before the text so the
/// marks survive without colour).
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
        // Written as text, not as Plot nodes: a step's diagram is hundreds of elements, and building and
        // rendering a node for each was most of the page's time. The text is what Plot wrote for them.
        var drawing = ""
        for link in layout.links { self.link(layout, link, into: &drawing) }
        for box in layout.boxes { self.box(box, into: &drawing) }
        // Labels last, over the lines and the boxes; the layout put them where they cover neither.
        for label in layout.labels {
            text(label.text, x: label.x, y: label.y, className: "link-label", anchor: "middle", into: &drawing)
        }
        nodes.append(.raw(drawing))
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

    private static func link(_ layout: DiagramLayout, _ link: DiagramLink, into drawing: inout String) {
        let from = layout.boxes[link.from], to = layout.boxes[link.to]
        let removed = from.mark == .removed || to.mark == .removed
        let start = border(of: from, toward: (to.centerX, to.centerY))
        let end = border(of: to, toward: (from.centerX, from.centerY))
        drawing += removed ? #"<g class="link removed">"# : #"<g class="link">"#
        element("line", ["x1": start.x, "y1": start.y, "x2": end.x, "y2": end.y], into: &drawing)
        drawing += "</g>"
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

    private static func box(_ box: DiagramBox, into drawing: inout String) {
        drawing += #"<g class="\#(["entity", box.mark?.rawValue].compactMap { $0 }.joined(separator: " "))">"#
        drawing += #"<rect x="\#(number(box.x))" y="\#(number(box.y))" width="\#(number(box.width))" "#
        drawing += #"height="\#(number(box.height))" rx="4"></rect>"#
        drawing += #"<line class="separator""#
        let separatorY = number(box.y + DiagramLayout.headerHeight)
        drawing +=
            #" x1="\#(number(box.x))" y1="\#(separatorY)" x2="\#(number(box.x + box.width))" y2="\#(separatorY)">"#
        drawing += "</line>"
        text(sign(box.mark) + box.title, x: box.x + 10, y: box.y + 16, className: "entity-name", into: &drawing)
        for (index, row) in box.rows.enumerated() {
            let y = box.y + DiagramLayout.headerHeight + DiagramLayout.rowHeight * Double(index + 1)
            text(
                sign(row.mark) + row.text, x: box.x + 10, y: y,
                className: ["row", row.mark?.rawValue].compactMap { $0 }.joined(separator: " "), into: &drawing)
        }
        drawing += "</g>"
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

    /// `<text>` at (`x`, `y`) of class `className` (fixed words: not escaped), its content escaped.
    private static func text(
        _ content: String, x: Double, y: Double, className: String, anchor: String? = nil, into drawing: inout String
    ) {
        drawing += #"<text x="\#(number(x))" y="\#(number(y))" class="\#(className)""#
        if let anchor { drawing += #" text-anchor="\#(anchor)""# }
        drawing += ">" + EscapedText.escape(content) + "</text>"
    }

    /// An element without content, its attributes numbers.
    private static func element(_ name: String, _ attributes: KeyValuePairs<String, Double>, into drawing: inout String)
    {
        drawing += "<" + name
        for (key, value) in attributes { drawing += #" \#(key)="\#(number(value))""# }
        drawing += "></" + name + ">"
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
