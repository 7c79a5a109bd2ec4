import Dispatch
import Foundation
import ModgenDiagnostics

/// Work started on another thread now and waited for later: what `affected` asks git while
/// it loads the spec (neither needs the other). `wait()` gives the value or throws the
/// failure the work threw.
final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
    private let group = DispatchGroup()
    private let lock = NSLock()
    private var outcome: Result<Value, PipelineFailure>?

    init(_ work: @escaping @Sendable () throws(PipelineFailure) -> Value) {
        group.enter()
        DispatchQueue.global().async { [self] in
            let result = Result { () throws(PipelineFailure) -> Value in try work() }
            lock.withLock { outcome = result }
            group.leave()
        }
    }

    func wait() throws(PipelineFailure) -> Value {
        group.wait()
        guard let outcome = lock.withLock({ outcome }) else {
            throw PipelineFailure([Diagnostic(.error, "internal error: background work ended without a result", at: nil)])
        }
        return try outcome.get()
    }
}
