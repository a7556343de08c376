@_exported import MapwrightAnalysis
@_exported import MapwrightGenerate
@_exported import MapwrightModel
@_exported import MapwrightReport
@_exported import MapwrightXcode
@_exported import MapwrightYAML
