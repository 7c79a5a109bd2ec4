// A STAND-IN FOR APPLE'S COMBINE: declarations only, for type-checking generated code on Linux.
// It is not Combine: nothing here publishes or subscribes. Only what modgen's templates use is
// declared, with the signatures Apple documents (the latest SDK's documentation pages):
//   https://developer.apple.com/documentation/combine/publisher
//   https://developer.apple.com/documentation/combine/observableobject
//   https://developer.apple.com/documentation/combine/observableobjectpublisher
// Built by Tests/StandIn/check_standin.py as the module `Combine` (Swift 6 language mode).

/// https://developer.apple.com/documentation/combine/publisher
/// (`receive(subscriber:)` is left out: no template subscribes.)
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
}

/// https://developer.apple.com/documentation/combine/observableobjectpublisher
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never

    public init() {}

    /// Sends the changed value to the downstream subscriber.
    public func send() {}
}

/// https://developer.apple.com/documentation/combine/observableobject
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
        where Self.ObjectWillChangePublisher.Failure == Never

    var objectWillChange: Self.ObjectWillChangePublisher { get }
}

extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher that emits before the object has changed.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}
