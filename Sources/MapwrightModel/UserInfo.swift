import MapwrightDiagnostics

/// One `userInfo` entry. Entries keep the order they were written in, so output is stable.
package struct UserInfoEntry: Hashable, Sendable {
    package var key: String
    package var value: String
    package var anchor: SourceAnchor

    package init(key: String, value: String, anchor: SourceAnchor = SourceAnchor()) {
        self.key = key
        self.value = value
        self.anchor = anchor
    }
}
