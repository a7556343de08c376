/// Bounds the parser enforces so that hostile or broken input cannot exhaust memory or time.
package struct YAMLLimits: Sendable {
    /// Deepest nesting of sequences and mappings. A model file needs about 8.
    package var maxDepth: Int
    /// Most nodes that aliases may copy into the document in total. Counting expanded nodes, not
    /// aliases, stops "billion laughs" documents whose aliases double at every level.
    package var maxAliasExpansion: Int

    package init(maxDepth: Int = 64, maxAliasExpansion: Int = 10_000) {
        self.maxDepth = maxDepth
        self.maxAliasExpansion = maxAliasExpansion
    }
}
