/// A position in a model file: the file's path as the user gave it, and a 1-based line and column.
public struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The path of the file, as given on the command line (or relative to the model folder).
    public var file: String
    /// 1-based line number.
    public var line: Int
    /// 1-based column number.
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:col`, the form editors and CI logs understand; the path printable and never read as a
    /// GitHub workflow command when it starts a line.
    public var description: String {
        "\(PrintableText.commandSafePath(PrintableText.escaped(file))):\(line):\(column)"
    }
}

/// Where a model element was read from. It never takes part in equality or hashing, so two models that
/// differ only in where they were written compare equal (round-trip tests rely on this).
package struct SourceAnchor: Hashable, Sendable {
    /// The location, when the element came from a file.
    package var location: SourceLocation?
    /// The text the element was decoded from, when the reader numbers texts: elements with the same number
    /// were decoded from the same text, so they are equal without comparing them (``sameText(as:)``).
    package var text: Int?

    /// True when both elements were decoded from the same text, which makes them equal.
    package func sameText(as other: SourceAnchor) -> Bool { text != nil && text == other.text }

    package init(_ location: SourceLocation? = nil) {
        self.location = location
    }

    package static func == (lhs: SourceAnchor, rhs: SourceAnchor) -> Bool { true }
    package func hash(into hasher: inout Hasher) {}
}
