import MapwrightDiagnostics

/// How the text reporters say what proves a finding.
enum EvidenceText {
    /// `entity version hashes`, `a guess (names that look alike)`, ….
    static func phrase(_ evidence: Evidence) -> String {
        switch evidence {
        case .hash: "entity version hashes"
        case .modelFiles: "the model files"
        case .mappingModel: "the mapping model's contents"
        case .projectCode: "the project's sources"
        case .assumption: "an assumption about how the app migrates"
        case .guess: "a guess (names or types that look alike)"
        }
    }
}
