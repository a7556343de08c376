import MapwrightModel

/// A laid-out diagram, drawn: its size, its SVG content (lines, boxes, labels) and its description in words,
/// written once however many figures show it.
struct DrawnDiagram {
    var width: Double
    var height: Double
    var drawing = MarkupWriter()
    var description = MarkupWriter()

    init(_ layout: DiagramLayout) {
        width = layout.width
        height = layout.height
        EntityDiagram.draw(layout, into: &drawing)
        EntityDiagram.description(layout, into: &description)
    }
}

/// All that a direct step's diagram is drawn from: its version, and the entities it draws (collapsed) with
/// their marks. The direct steps all draw the current version, most of them the same few entities with the
/// same marks (21 distinct diagrams for a history's 88 direct steps): each is drawn once.
struct DirectDiagramKey: Hashable {
    var version: String
    /// The mark of each entity drawn.
    var marks: [String: ChangeMark]
    /// The entities drawn that the version no longer has, as the older version had them.
    var removedEntities: [Entity]
}
