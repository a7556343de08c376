extension RuleCatalog {
    static let lintRules: [Rule] = []
}
