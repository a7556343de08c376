import Foundation
import MapwrightAnalysis
import MapwrightDiagnostics
import MapwrightGenerate
import MapwrightSwiftData

/// What the SwiftData plan lint and writer take from the analysis: each adjacent step's verdict and the
/// changes that need custom code.
enum SwiftDataSteps {
    /// The verdict of every adjacent step of `analysis`, oldest first.
    static func verdicts(_ analysis: HistoryAnalysis) -> [PlanStepVerdict] {
        analysis.adjacentSteps.map { step in
            PlanStepVerdict(
                from: step.from, to: step.to, isInferable: step.migration != .heavy, customChanges: customChanges(step),
                isUnchanged: step.migration == .none)
        }
    }

    /// The changes of `step` that need custom code, as the policy stubs list them: every heavy change,
    /// and what a version requests (`migrationPolicy`).
    static func customChanges(_ step: StepAnalysis) -> [String] {
        step.changes.filter { $0.migration == .heavy || $0.change.kind == .entity(.migrationPolicyRequested) }.map {
            "`\($0.change.elementName)`: \($0.change.kind == .entity(.migrationPolicyRequested) ? $0.change.detail : $0.change.summary)"
        }
    }

    /// The plan lint of a model read from SwiftData sources (MW460–MW464); none for other models.
    static func planFindings(_ model: AnalyzedModel) -> [Diagnostic] {
        // Without a `SchemaMigrationPlan` there are no stages and no plan to lint.
        guard let plan = model.loaded.swiftDataPlan, plan.name != nil else { return [] }
        return PlanLint.findings(plan, model: model.history.name, steps: verdicts(model.analysis))
    }

    /// The SwiftData sources for `model`, each stamped so that an edited file is never overwritten
    /// (``StubChecksum``).
    static func files(_ model: AnalyzedModel, target: SwiftDataTarget) -> [GeneratedFile] {
        SwiftDataWriter.files(for: model.history, steps: verdicts(model.analysis), target: target).map { file in
            GeneratedFile(relativePath: file.name, contents: StubChecksum.stamp(file.contents), kind: .policyStub)
        }
    }
}

extension Pipeline {
    /// `generate --swiftdata`: the model's versions as SwiftData sources (`VersionedSchema` enums and the
    /// `SchemaMigrationPlan`), for the systems `target` names, else those the project's deployment targets
    /// name, else the first with SwiftData; written through ``artifacts(_:request:diagnostics:)``
    /// (``GenerateRequest/sources``).
    package func swiftDataSources(_ model: AnalyzedModel, target: SwiftDataTarget? = nil) -> [GeneratedFile] {
        SwiftDataSteps.files(
            model, target: target ?? DeploymentTargets.read(inProjectAt: model.loaded.projectRoot) ?? .firstSwiftData)
    }
}
