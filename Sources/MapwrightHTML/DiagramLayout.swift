import MapwrightAnalysis
import MapwrightModel

/// One line of an entity box: an attribute or relationship, with its mark.
struct DiagramRow: Hashable, Sendable {
    var text: String
    var mark: ChangeMark?
}

/// One entity's box, placed.
struct DiagramBox: Hashable, Sendable {
    var name: String
    var mark: ChangeMark?
    var rows: [DiagramRow]
    var x = 0.0
    var y = 0.0
    var width: Double
    var height: Double { DiagramLayout.headerHeight + Double(max(rows.count, 1)) * DiagramLayout.rowHeight + DiagramLayout.padding }
    var centerX: Double { x + width / 2 }
    var centerY: Double { y + height / 2 }
}

/// A line between two boxes, labelled with the relationships it stands for.
struct DiagramLink: Hashable, Sendable {
    var from: Int
    var to: Int
    var label: String
}

/// The deterministic layout of a version's entity–relationship diagram: boxes in the model's entity order
/// (removed entities last), row by row in a near-square grid, each column as wide as its widest box; one
/// line per pair of related entities.
struct DiagramLayout: Hashable, Sendable {
    static let headerHeight = 24.0
    static let rowHeight = 16.0
    static let padding = 8.0
    /// The width of one character of the diagram's monospaced 12px font.
    static let characterWidth = 7.3
    /// The least room between columns; more when a relationship label needs it.
    static let minimumGapX = 70.0
    /// The width of one character of the 11px link labels.
    static let labelCharacterWidth = 6.7
    static let gapY = 50.0
    static let margin = 12.0

    var boxes: [DiagramBox]
    var links: [DiagramLink]
    var width: Double
    var height: Double

    init(version: DataModel, marks: VersionMarks) {
        var boxes = version.entities.map { entity in
            Self.box(entity, mark: marks.entities[entity.name], marks: marks.properties[entity.name] ?? [:],
                     removed: marks.removedProperties[entity.name] ?? [])
        }
        boxes += marks.removedEntities.map { entity in
            var box = Self.box(entity, mark: .removed, marks: [:], removed: [])
            box.rows = box.rows.map { DiagramRow(text: $0.text, mark: .removed) }
            return box
        }
        let links = Self.links(version: version, removed: marks.removedEntities)
        let longestLabel = links.map(\.label.count).max() ?? 0
        let gapX = max(Self.minimumGapX, 24 + Self.labelCharacterWidth * Double(longestLabel))
        let columns = max(1, Int(Double(boxes.count).squareRoot().rounded(.up)))
        var columnWidths = Array(repeating: 0.0, count: columns)
        for (index, box) in boxes.enumerated() { columnWidths[index % columns] = max(columnWidths[index % columns], box.width) }
        var y = Self.margin
        var rowStart = 0
        while rowStart < boxes.count {
            let rowEnd = min(rowStart + columns, boxes.count)
            var x = Self.margin
            var rowHeight = 0.0
            for index in rowStart..<rowEnd {
                boxes[index].x = x
                boxes[index].y = y
                x += columnWidths[index - rowStart] + gapX
                rowHeight = max(rowHeight, boxes[index].height)
            }
            y += rowHeight + Self.gapY
            rowStart = rowEnd
        }
        self.boxes = boxes
        self.links = links
        self.width = columnWidths.reduce(Self.margin * 2, +) + gapX * Double(columns - 1)
        self.height = max(y - Self.gapY + Self.margin, Self.margin * 2)
    }

    private static func box(_ entity: Entity, mark: ChangeMark?, marks: [String: ChangeMark], removed: [ModelProperty]) -> DiagramBox {
        var rows = entity.attributes.map { DiagramRow(text: rowText($0), mark: marks[$0.name]) }
        rows += entity.relationships.map { DiagramRow(text: rowText($0), mark: marks[$0.name]) }
        rows += removed.map { property in
            DiagramRow(text: property.attribute.map(rowText) ?? property.relationship.map(rowText) ?? property.name, mark: .removed)
        }
        var title = entity.name
        if let parent = entity.parent { title += " : \(parent)" }
        // Two more characters for the mark's sign (`+ `), and a little for bold marked rows.
        let longest = ([title] + rows.map(\.text)).map(\.count).max() ?? 0
        return DiagramBox(name: title, mark: mark, rows: rows, width: max(140, 24 + characterWidth * Double(longest + 3)))
    }

    /// `title: String?`.
    static func rowText(_ attribute: Attribute) -> String {
        "\(attribute.name): \(attribute.type.rawValue)\(attribute.isOptional ? "?" : "")"
    }

    /// `items → [Item]` for to-many, `list → List` for to-one.
    static func rowText(_ relationship: Relationship) -> String {
        "\(relationship.name) → \(relationship.isToMany ? "[\(relationship.destination)]" : relationship.destination)"
    }

    /// One link per unordered pair of distinct related entities, in box order (the version's entities,
    /// then the removed ones), labelled with the relationship names of both directions.
    private static func links(version: DataModel, removed: [Entity]) -> [DiagramLink] {
        let entities = version.entities + removed
        let index = Dictionary(entities.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        var labels: [[Int]: [String]] = [:]
        var order: [[Int]] = []
        for (sourceIndex, entity) in entities.enumerated() {
            for relationship in entity.relationships {
                guard let targetIndex = index[relationship.destination], targetIndex != sourceIndex else { continue }
                let pair = [min(sourceIndex, targetIndex), max(sourceIndex, targetIndex)]
                if labels[pair] == nil { order.append(pair) }
                labels[pair, default: []].append(relationship.name)
            }
        }
        return order.map { DiagramLink(from: $0[0], to: $0[1], label: (labels[$0] ?? []).joined(separator: " / ")) }
    }
}
