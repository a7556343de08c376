/// One `userInfo` entry. Entries keep the order they were written in, so output is stable.
public struct UserInfoEntry: Hashable, Sendable {
    public var key: String
    public var value: String
    public var anchor: SourceAnchor

    public init(key: String, value: String, anchor: SourceAnchor = SourceAnchor()) {
        self.key = key
        self.value = value
        self.anchor = anchor
    }
}
