import Foundation
import MapwrightSupport
import SwiftParser
import SwiftSyntax

/// The targets of a `Package.swift`, parsed (never run): each `.target`, `.executableTarget`, `.testTarget`
/// or `.macro` with its name and folder (`path:`, else `Sources/<name>` or `Tests/<name>`). SwiftPM builds
/// every model bundle under a target's folder as a resource.
package enum PackageManifest {
    /// The targets of the manifest at `path`; nil when it cannot be read.
    package static func targets(at path: String) -> [BuildTarget]? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let folder = PathName.folder(of: path)
        let visitor = TargetCalls(viewMode: .sourceAccurate)
        visitor.walk(Parser.parse(source: String(decoding: data, as: UTF8.self)))
        return visitor.targets.map { target in
            let relative = target.path ?? (target.isTest ? "Tests/" : "Sources/") + target.name
            return BuildTarget(
                name: target.name, file: path, folders: [PathText.absolute(relative, from: folder)])
        }
    }

    private final class TargetCalls: SyntaxVisitor {
        var targets: [(name: String, path: String?, isTest: Bool)] = []
        static let kinds: Set<String> = ["target", "executableTarget", "testTarget", "macro", "plugin"]

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                Self.kinds.contains(member.declName.baseName.text)
            else { return .visitChildren }
            let name = Self.string(labelled: "name", in: node)
            if let name {
                targets.append(
                    (name, Self.string(labelled: "path", in: node), member.declName.baseName.text == "testTarget"))
            }
            return .visitChildren
        }

        /// The string literal (without interpolation) passed as the argument `label`.
        static func string(labelled label: String, in call: FunctionCallExprSyntax) -> String? {
            guard let argument = call.arguments.first(where: { $0.label?.text == label }),
                let literal = argument.expression.as(StringLiteralExprSyntax.self)
            else { return nil }
            var text = ""
            for segment in literal.segments {
                guard let part = segment.as(StringSegmentSyntax.self) else { return nil }
                text += part.content.text
            }
            return text
        }
    }
}
