/// A weak reference as a value, for collections of objects that must not be kept alive.
public struct WeakReference<Object: AnyObject> {
    /// The object, while it lives.
    public weak var object: Object?

    /// A reference to `object` that does not keep it alive.
    public init(_ object: Object) {
        self.object = object
    }
}
