/// A small model folder showing a rule at work, as SwiftLint's `Example` shows a rule on code. It is written
/// as one text in which each `# file: <name>` line starts a file of the folder (YAML versions, a mapping
/// model, Swift sources, `mapwright.yml`); `mapwright check` runs on the folder as it is.
package struct RuleExample: Hashable, Sendable {
    /// One file of the folder.
    package struct File: Hashable, Sendable {
        /// Its name in the folder, e.g. `Item 2.yaml`.
        package let name: String
        /// Its text, ending without a newline.
        package let text: String
    }

    /// The example's text, its `# file:` lines included.
    private let text: String

    /// The example written with `# file: <name>` lines, in one text or in parts (files several examples
    /// share, then the ones that differ), joined by line breaks. Its files are read from it when asked:
    /// every rule holds its examples, and only the documentation and the tests look at them.
    package init(_ parts: String...) {
        text = parts.joined(separator: "\n")
    }

    /// The folder's files, in the order they are written.
    package var files: [File] {
        var files: [(name: String, lines: [Substring])] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("# file: ") {
                files.append((String(line.dropFirst(8)), []))
            } else if !files.isEmpty {
                files[files.count - 1].lines.append(line)
            }
        }
        return files.map { file in
            var lines = file.lines
            while lines.last?.isEmpty == true { lines.removeLast() }
            return File(name: file.name, text: lines.joined(separator: "\n"))
        }
    }
}

/// A rule's examples: the folders that report it, and the closest ones that do not (most often the
/// triggering one with the rule's fix applied). Tests run both through `check`; the rule's page shows them.
package struct RuleExamples: Hashable, Sendable {
    /// Folders whose check reports the rule.
    package let triggering: [RuleExample]
    /// Folders whose check does not report it.
    package let nonTriggering: [RuleExample]

    package init(triggering: [RuleExample], nonTriggering: [RuleExample]) {
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }

    /// No example: a rule whose finding needs a run a folder cannot set up.
    package static let none = RuleExamples(triggering: [], nonTriggering: [])
}
