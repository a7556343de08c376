# Homebrew formula for the released binary (docs/install.md): `brew install OWNER/mapwright/mapwright`
# from a tap holding this file. The release workflow's bundle holds a macOS (universal) and a Linux variant;
# `url`, `version` and `sha256` are set for each release. Untested in this repository's CI.
class Mapwright < Formula
  desc "Core Data and SwiftData migrations checked without a Mac: none, lightweight or heavy, with mapping models"
  homepage "https://github.com/OWNER/mapwright"
  url "https://github.com/OWNER/mapwright/releases/download/v0.1.0/mapwright.artifactbundle.zip"
  version "0.1.0"
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"

  depends_on "libyaml"
  depends_on "libxml2"

  def install
    variant = OS.mac? ? "mapwright-#{version}-macos" : "mapwright-#{version}-linux-#{Hardware::CPU.arch}"
    bin.install "#{variant}/bin/mapwright"
  end

  test do
    assert_match version.to_s, shell_output("#{bin}/mapwright --version")
  end
end
