import Foundation
import ModgenGraph
import ModgenSpec

// libFuzzer's entry point over the whole loader: bytes -> YAML tree -> spec -> rules.
// Built by Tests/Fuzz/run.sh (not by SwiftPM). Any crash, sanitizer report or broken
// invariant below is a bug; a diagnostic, however odd, is the loader doing its job.

/// The input stands for `modules.yml` in `MODGEN_FUZZ_HOME` (Tests/Fuzz/home, a few fixed
/// include files, read only); without it, in a folder that does not exist.
private let specPath = (ProcessInfo.processInfo.environment["MODGEN_FUZZ_HOME"] ?? "/nonexistent-modgen-fuzz")
    + "/modules.yml"
private let environment = ["HOME": "/home/fuzz", "FUZZ": "true", "EMPTY": ""]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let result = SpecLoadResult.load(SpecSource(path: specPath, bytes: bytes), environment: environment)
    FuzzInvariants.check(result)
    return 0
}
