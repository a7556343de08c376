import MapwrightSupport
import Plot

/// An entity–relationship diagram as inline SVG: a box per entity listing its attributes and
/// relationships, a line per pair of related entities from border to border with its label near its middle
/// (each relationship's name and cardinality, `1` or `∗`; off the boxes and the other labels), and added /
/// removed / changed elements marked (by class, styled by the page, and by a sign before the text so the
/// marks survive without colour).
/// The diagram is an image for assistive technology, described by the text ``description(_:into:)`` gives.
enum EntityDiagram {
    /// The `<svg>` element of `diagram`, drawn at its natural size (the page scales it to fit), titled with
    /// `title` and described by the element whose id is `describedBy`. Written as markup, not as Plot nodes:
    /// a step's diagram is hundreds of elements, and building and rendering a node for each was most of the
    /// page's time. The markup is what Plot wrote for them.
    static func svg(_ diagram: DrawnDiagram, title: String, describedBy: String, into markup: inout MarkupWriter) {
        markup.write(#"<svg xmlns="http://www.w3.org/2000/svg" class="diagram" width=""#)
        markup.write(number: diagram.width)
        markup.write(#"" height=""#)
        markup.write(number: diagram.height)
        markup.write(#"" viewBox="0 0 "#)
        markup.write(number: diagram.width)
        markup.write(" ")
        markup.write(number: diagram.height)
        markup.write(#"" role="img" aria-label=""#)
        markup.writeAttributeValue(title)
        markup.write(#"" aria-describedby=""#)
        markup.writeAttributeValue(describedBy)
        markup.write(#""><title>"#)
        markup.write(plotText(title))
        markup.write("</title>")
        markup.write(diagram.drawing)
        markup.write("</svg>")
    }

    /// The content of the `<svg>` element of `layout`: its lines, boxes and labels.
    static func draw(_ layout: DiagramLayout, into markup: inout MarkupWriter) {
        for link in layout.links { self.link(layout, link, into: &markup) }
        for box in layout.boxes { self.box(box, into: &markup) }
        // Labels last, over the lines and the boxes; the layout put them where they cover neither.
        for label in layout.labels {
            markup.write(#"<text x=""#)
            markup.write(number: label.x)
            markup.write(#"" y=""#)
            markup.write(number: label.y)
            markup.write(#"" class="link-label" text-anchor="middle">"#)
            markup.writeEscaped(label.text)
            markup.write("</text>")
        }
    }

    /// `text` as Plot writes a text node: as it is when it holds no `&`, `<` or `>` (a diagram's title), else
    /// through Plot's escaping.
    private static func plotText(_ text: String) -> String {
        guard
            text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") })
        else { return text }
        return Node<HTML.BodyContext>.text(text).render()
    }

    /// The diagram in words, escaped: each entity with its mark and relationships, for screen readers and
    /// search.
    static func description(_ layout: DiagramLayout, into markup: inout MarkupWriter) {
        for (index, box) in layout.boxes.enumerated() {
            if index > 0 { markup.write(" ") }
            markup.writeEscaped(box.title)
            if let mark = box.mark {
                markup.write(" (")
                markup.write(mark.rawValue)
                markup.write(")")
            }
            var first = true
            for row in box.rows {
                guard let mark = row.mark else { continue }
                markup.write(first ? ": " : ", ")
                first = false
                markup.write(mark.rawValue)
                markup.write(" ")
                markup.writeEscaped(row.text)
            }
            first = true
            // The label of a link is its relationships' names and cardinalities, placed: one per link.
            for (link, label) in zip(layout.links, layout.labels) where link.from == index || link.to == index {
                markup.write(first ? ": related to " : "; ")
                first = false
                markup.writeEscaped(layout.boxes[link.from == index ? link.to : link.from].name)
                markup.write(" through ")
                markup.writeEscaped(label.text)
            }
            markup.write(".")
        }
    }

    private static func link(_ layout: DiagramLayout, _ link: DiagramLink, into markup: inout MarkupWriter) {
        let from = layout.boxes[link.from], to = layout.boxes[link.to]
        let removed = from.mark == .removed || to.mark == .removed
        let start = border(of: from, toward: (to.centerX, to.centerY))
        let end = border(of: to, toward: (from.centerX, from.centerY))
        markup.write(removed ? #"<g class="link removed"><line x1=""# : #"<g class="link"><line x1=""#)
        markup.write(number: start.x)
        markup.write(#"" y1=""#)
        markup.write(number: start.y)
        markup.write(#"" x2=""#)
        markup.write(number: end.x)
        markup.write(#"" y2=""#)
        markup.write(number: end.y)
        markup.write(#""></line></g>"#)
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

    private static func box(_ box: DiagramBox, into markup: inout MarkupWriter) {
        markup.write(#"<g class="entity"#)
        if let mark = box.mark {
            markup.write(" ")
            markup.write(mark.rawValue)
        }
        markup.write(#""><rect x=""#)
        markup.write(number: box.x)
        markup.write(#"" y=""#)
        markup.write(number: box.y)
        markup.write(#"" width=""#)
        markup.write(number: box.width)
        markup.write(#"" height=""#)
        markup.write(number: box.height)
        markup.write(#"" rx="4"></rect><line class="separator" x1=""#)
        markup.write(number: box.x)
        markup.write(#"" y1=""#)
        markup.write(number: box.y + DiagramLayout.headerHeight)
        markup.write(#"" x2=""#)
        markup.write(number: box.x + box.width)
        markup.write(#"" y2=""#)
        markup.write(number: box.y + DiagramLayout.headerHeight)
        markup.write(#""></line><text x=""#)
        markup.write(number: box.x + 10)
        markup.write(#"" y=""#)
        markup.write(number: box.y + 16)
        markup.write(#"" class="entity-name">"#)
        markup.write(sign(box.mark))
        markup.writeEscaped(box.title)
        markup.write("</text>")
        for (index, row) in box.rows.enumerated() {
            markup.write(#"<text x=""#)
            markup.write(number: box.x + 10)
            markup.write(#"" y=""#)
            markup.write(number: box.y + DiagramLayout.headerHeight + DiagramLayout.rowHeight * Double(index + 1))
            markup.write(#"" class="row"#)
            if let mark = row.mark {
                markup.write(" ")
                markup.write(mark.rawValue)
            }
            markup.write(#"">"#)
            markup.write(sign(row.mark))
            markup.writeEscaped(row.text)
            markup.write("</text>")
        }
        markup.write("</g>")
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

    /// A coordinate with at most one decimal, the same on every platform.
    static func number(_ value: Double) -> String {
        var markup = MarkupWriter()
        markup.write(number: value)
        return markup.text
    }
}
