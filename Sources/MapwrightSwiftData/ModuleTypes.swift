import MapwrightDiagnostics

/// Mapwright's source location: swift-syntax declares a type of the same name.
typealias SourceLocation = MapwrightDiagnostics.SourceLocation
