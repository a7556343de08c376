import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightModel

/// Advice that fits what the app's code does (docs/project.md): a step's finding whose fix the app rules out
/// gets the fix the app allows.
enum AppAdvice {
    /// `finding` with a fix that fits an app turning Core Data's inference off (or loading its mapping
    /// models by name) at `inferenceOff`: a mapping model it ships is never advised away.
    static func fitting(_ finding: Diagnostic, inferenceOff: SourceLocation) -> Diagnostic {
        guard finding.code == AnalysisRules.unneededMappingModel.code else { return finding }
        var finding = finding
        finding.hint =
            "Keep it: the app does not let Core Data infer mapping models (\(inferenceOff)), so it needs this one."
        return finding
    }
}
