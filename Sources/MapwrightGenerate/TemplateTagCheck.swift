/// Finds a Stencil tag that is opened and never closed (`{{ name` without `}}`, `{% if x` without `%}`,
/// `{#` without `#}`): Stencil's lexer takes such a tag as text, or drops the rest of the template,
/// and the stub comes out empty instead of failing.
enum TemplateTagCheck {
    /// The position (1-based line and column, in characters) of the first tag of `text` that is never
    /// closed, and the closer it lacks; nil when every tag closes.
    static func unclosedTag(in text: String) -> (line: Int, column: Int, closer: String)? {
        let pairs: [Character: String] = ["{": "}}", "%": "%}", "#": "#}"]
        let characters = Array(text)
        var line = 1, column = 1, index = 0
        while index < characters.count {
            if characters[index] == "{", index + 1 < characters.count, let closer = pairs[characters[index + 1]] {
                let start = (line, column)
                guard let end = find(closer, in: characters, from: index + 2) else { return (start.0, start.1, closer) }
                for character in characters[index..<end] {
                    if character == "\n" { line += 1; column = 1 } else { column += 1 }
                }
                index = end
                continue
            }
            if characters[index] == "\n" { line += 1; column = 1 } else { column += 1 }
            index += 1
        }
        return nil
    }

    /// The index just past the first `closer` at or after `start`, or nil.
    private static func find(_ closer: String, in characters: [Character], from start: Int) -> Int? {
        let target = Array(closer)
        var index = start
        while index + target.count <= characters.count {
            if Array(characters[index..<index + target.count]) == target { return index + target.count }
            index += 1
        }
        return nil
    }
}
