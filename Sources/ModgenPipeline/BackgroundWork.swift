import ModgenPlanning
import YAMLTree

/// Work started on another thread now and waited for later: what `affected` asks git while
/// it loads the spec (neither needs the other). `wait()` gives the value or throws the
/// failure the work threw. A `BackgroundValue` holding the work's `Result`.
final class BackgroundWork<Value: Sendable>: Sendable {
    private let outcome: BackgroundValue<Result<Value, PipelineFailure>>

    init(_ work: @escaping @Sendable () throws(PipelineFailure) -> Value) {
        outcome = BackgroundValue { Result { () throws(PipelineFailure) -> Value in try work() } }
    }

    func wait() throws(PipelineFailure) -> Value {
        try outcome.value.get()
    }
}
